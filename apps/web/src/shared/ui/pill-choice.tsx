import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './pill-choice.module.css';

/** A set of pill-shaped radio choices under a legend (a period, a duration). */
export function PillGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

type PillChoiceProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
};

/** One choice: a real radio (keyboard, screen readers) drawn as a pill. */
export function PillChoice({ label, inputRef, ...input }: PillChoiceProps) {
  return (
    <label className={styles.pill}>
      <input type="radio" ref={inputRef} {...input} />
      <span>{label}</span>
    </label>
  );
}
