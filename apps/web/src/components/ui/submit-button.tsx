import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { LoadingOverlay } from './loading-overlay';

type Props = {
  pending: boolean;
  /** The overlay's text while the call runs (spec §2 loading overlay). */
  pendingText: string;
  className?: string;
  'data-testid'?: string;
  children: ReactNode;
};

/** A form's submit button with the loading overlay that covers the form while its call runs. */
export function SubmitButton({ pending, pendingText, className, children, ...rest }: Props) {
  return (
    <>
      <Button
        className={className}
        type="submit"
        block
        color="primary"
        shape="rounded"
        size="large"
        loading={pending}
        data-testid={rest['data-testid']}
      >
        {children}
      </Button>
      <LoadingOverlay visible={pending} text={pendingText} />
    </>
  );
}
