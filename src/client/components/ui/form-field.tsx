import { createContext, type ReactNode, useContext, useId } from 'react';

/** What a control inside a FormField needs to be labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  required?: boolean;
}

const FieldControlContext = createContext<FieldControlProps | null>(null);

/**
 * The props a control spreads to join its FormField: its id, and aria-invalid +
 * aria-describedby while the field has an error or a hint. Outside a field: an own id only.
 */
export function useFieldControl(): FieldControlProps {
  const ownId = useId();
  return useContext(FieldControlContext) ?? { id: ownId };
}

export interface FormFieldProps {
  /** The visible label; it names the control for assistive tech too. */
  label: string;
  /** Help under the label, read with the control (aria-describedby). */
  hint?: ReactNode;
  /**
   * The field's error, shown under the control and read with it. While set, the control is
   * marked aria-invalid. Leave empty when the field is fine.
   */
  error?: string;
  /** Marks the control required and says so in the label. */
  required?: boolean;
  /** Extra classes for the wrapper, e.g. a grid span. */
  className?: string;
  /**
   * A fixed id for the control, for a field in an island whose generated ids may differ from
   * the prerendered page's (a label must keep pointing at its control after hydration).
   */
  id?: string;
  /** One control: TextInput, TextArea, or any element that spreads useFieldControl(). */
  children: ReactNode;
}

/** A label, an optional hint, one control and its error message, wired for screen readers. */
export function FormField({
  label,
  hint,
  error,
  required,
  className,
  id: fixedId,
  children,
}: FormFieldProps) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const control: FieldControlProps = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    required: required || undefined,
  };
  return (
    <div className={`grid min-w-0 content-start gap-2 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
        {required ? <span className="text-muted-foreground"> (required)</span> : null}
      </label>
      <FieldControlContext value={control}>{children}</FieldControlContext>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
