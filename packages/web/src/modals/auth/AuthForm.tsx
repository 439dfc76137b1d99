import type { ReactNode } from 'react';
import { Button } from '../../components/Button.tsx';

/** A form the view model validates itself: the browser's own checks stay off and the page never reloads. */
export function AuthForm({ onSubmit, children }: { onSubmit: () => Promise<void>; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** The submit button, busy while the request is in flight, with the form's other actions beside it. */
export function AuthFormActions({
  submitLabel,
  busy,
  children,
}: {
  submitLabel: string;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="form-actions">
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {children}
    </div>
  );
}
