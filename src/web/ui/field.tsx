import { type ComponentProps, type ReactNode, useId } from "react";

/**
 * The look of a text input, text area and select. Its border reaches 3:1 against the page (WCAG 1.4.11:
 * mint-600 is 4.1:1 on cream), and darkens in focus.
 */
const CONTROL =
  "mt-1 block w-full rounded-xl border border-mint-600 bg-white px-4 py-3 text-base text-ink placeholder:text-muted focus:border-mint-800 disabled:opacity-60";

const controlClass = (extra = "") => `${CONTROL} ${extra}`.trim();

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={controlClass(className)} {...props} />;
}

/** A text area that grows only downwards when the visitor drags its corner. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={controlClass(className ? `resize-y ${className}` : "resize-y")} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={controlClass(className)} {...props} />;
}

/** What a Field gives its control: spread it on the Input, Textarea or Select. */
export interface FieldControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
}

/**
 * A label, one control, and an optional hint and error, wired together: the label points at the control,
 * the control is described by the hint and error, and is marked invalid while there is an error.
 *
 *   <Field label="Name">{(control) => <Input {...control} name="name" />}</Field>
 */
export function Field({
  label,
  labelAside,
  hint,
  error,
  id,
  className,
  labelClassName = "font-semibold",
  children,
}: {
  label: ReactNode;
  /** Shown beside the label, outside it (an ⓘ tip, for example). */
  labelAside?: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** The control's id; one is made up when not given. */
  id?: string;
  /** Classes of the field's own box (a card, for example). */
  className?: string;
  labelClassName?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  const labelElement = (
    <label htmlFor={controlId} className={labelClassName}>
      {label}
    </label>
  );

  return (
    <div className={className}>
      {labelAside ? (
        <div className="flex items-center gap-1">
          {labelElement}
          {labelAside}
        </div>
      ) : (
        labelElement
      )}
      {children({
        id: controlId,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
