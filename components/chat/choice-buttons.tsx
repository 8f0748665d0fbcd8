"use client";
/**
 * A clarify's offered calls as buttons: "Search orders — status: pending". A click sends only the
 * turn and the option's index; the server runs what that turn stored (app/(chat)/actions.ts).
 */
import { choiceText, NO_FILTER } from "@/lib/chat/choice-text";
import type { ChoiceOption } from "@/lib/chat/types";
import styles from "./choice-buttons.module.css";

export function ChoiceButtons({
  options,
  disabled,
  onChoose,
}: {
  options: ChoiceOption[];
  disabled: boolean;
  onChoose: (index: number) => void;
}) {
  return (
    <fieldset className={styles.choices} data-testid="choices">
      <legend className={styles.lead}>Or run one of these:</legend>
      <div className={styles.options}>
        {options.map((o) => (
          <button
            key={o.index}
            type="button"
            className={styles.option}
            data-testid="choice-option"
            aria-label={choiceText(o)}
            disabled={disabled}
            onClick={() => onChoose(o.index)}
          >
            <span className={styles.label}>{o.label}</span>
            <span className={styles.args}>
              {o.args.length === 0 && NO_FILTER}
              {o.args.map((a) => (
                <span key={a.name} className={styles.arg}>
                  {a.name}: <strong>{a.value}</strong>
                </span>
              ))}
            </span>
          </button>
        ))}
      </div>
    </fieldset>
  );
}
