import { type KeyboardEvent, useId, useState } from 'react';
import { citySuggestions, type GermanCity } from '../model/city-suggestions';
import styles from './city-combobox.module.css';
import formStyles from './registration-form.module.css';

export type CityComboboxProps = {
  label: string;
  listLabel: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | null;
  cities: readonly GermanCity[];
  /** The chosen state: its cities are suggested first. */
  state: string;
  isRequired: boolean;
};

/**
 * spec 001 §9: the German city autocomplete, at most 5 rows. An ARIA 1.2 combobox: the input keeps
 * focus, arrows move through the suggestions (aria-activedescendant), Enter or a click takes one,
 * Escape closes the list. Any other city may still be typed.
 */
export function CityCombobox({
  label,
  listLabel,
  name,
  value,
  onChange,
  onBlur,
  error,
  cities,
  state,
  isRequired,
}: CityComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = citySuggestions(cities, value, state);
  const isExactOnly = suggestions.length === 1 && suggestions[0]?.name === value.trim();
  const isExpanded = isOpen && suggestions.length > 0 && !isExactOnly;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(city: GermanCity) {
    onChange(city.name);
    setIsOpen(false);
    setActiveIndex(-1);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (suggestions.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setIsOpen(true);
        setActiveIndex((current) =>
          isExpanded
            ? (current + step + suggestions.length) % suggestions.length
            : step > 0
              ? 0
              : suggestions.length - 1,
        );
        return;
      }
      case 'Enter': {
        event.preventDefault();
        const active = isExpanded ? suggestions[activeIndex] : undefined;
        if (active !== undefined) choose(active);
        return;
      }
      case 'Escape':
        if (isExpanded) {
          event.preventDefault();
          event.stopPropagation();
        }
        setIsOpen(false);
        setActiveIndex(-1);
        return;
      default:
        return;
    }
  }

  return (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.anchor}>
        <input
          id={id}
          name={name}
          type="text"
          role="combobox"
          className={formStyles.input}
          value={value}
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listId}
          aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-required={isRequired ? true : undefined}
          aria-invalid={error === null ? undefined : true}
          aria-describedby={error === null ? undefined : errorId}
          onChange={(event) => {
            onChange(event.target.value);
            setIsOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => {
            setIsOpen(false);
            setActiveIndex(-1);
            onBlur();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={listLabel}
          className={styles.list}
          hidden={!isExpanded}
        >
          {isExpanded
            ? suggestions.map((city, index) => (
                <li
                  key={`${city.name}-${city.state}`}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={
                    index === activeIndex ? `${styles.option} ${styles.active}` : styles.option
                  }
                  // Keep focus in the input: the click that follows takes the city.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(city)}
                >
                  {city.name}
                </li>
              ))
            : null}
        </ul>
      </div>
      {error === null ? null : (
        <p id={errorId} className={formStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
