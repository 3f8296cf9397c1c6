import { type ReactNode, useId, useState } from 'react';
import { FormAlert } from '../../../shared/ui/form-alert';
import styles from './account.module.css';

export type SettingsFormCallbacks = {
  /** The change was made: the section shows the server's text and starts a clean form. */
  onChanged: (message: string) => void;
  /** A new post starts: the last success text goes. */
  onSubmit: () => void;
};

/** One change of the settings panel: its title, its success text and its form. */
export function SettingsSection({
  title,
  children,
}: {
  title: string;
  children: (callbacks: SettingsFormCallbacks) => ReactNode;
}) {
  const titleId = useId();
  // A new key after each change remounts the form, so its fields (the password) start empty.
  const [done, setDone] = useState<{ count: number; message: string | null }>({
    count: 0,
    message: null,
  });

  return (
    <section className={styles.settingsSection} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.settingsTitle}>
        {title}
      </h2>
      {done.message === null ? null : <FormAlert tone="success">{done.message}</FormAlert>}
      <div key={done.count}>
        {children({
          onChanged: (message) => setDone(({ count }) => ({ count: count + 1, message })),
          onSubmit: () => setDone((previous) => ({ ...previous, message: null })),
        })}
      </div>
    </section>
  );
}
