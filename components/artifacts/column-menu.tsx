"use client";

import type { ReactTable } from "@tanstack/react-table";
import { useEffect, useId, useRef, useState } from "react";
import type { ArtifactRow, Features } from "./columns";
import styles from "./selectable-table.module.css";

/** "Columns" popover: one checkbox per column; the last visible column cannot be hidden. */
export function ColumnMenu({ table }: { table: ReactTable<Features, ArtifactRow> }) {
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!wrapRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  const columns = table.getAllLeafColumns();
  const visibleCount = columns.filter((c) => c.getIsVisible()).length;
  const hidden = columns.length - visibleCount;

  return (
    <div className={styles.menuWrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className="btn small"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        Columns{hidden > 0 ? ` (${hidden} hidden)` : ""}
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {open && (
        <fieldset id={menuId} className={styles.menu}>
          <legend className="sr-only">Visible columns</legend>
          {columns.map((col) => {
            const visible = col.getIsVisible();
            return (
              <label key={col.id} className={styles.menuItem}>
                <input
                  type="checkbox"
                  checked={visible}
                  disabled={visible && visibleCount === 1}
                  onChange={col.getToggleVisibilityHandler()}
                />
                <span>{col.columnDef.meta?.label ?? col.id}</span>
              </label>
            );
          })}
          <div className={styles.menuFooter}>
            <button
              type="button"
              className="btn small ghost"
              disabled={hidden === 0}
              onClick={() => table.toggleAllColumnsVisible(true)}
            >
              Show all
            </button>
          </div>
        </fieldset>
      )}
    </div>
  );
}
