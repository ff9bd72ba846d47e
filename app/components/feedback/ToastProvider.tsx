// Short messages at the top of the page (warnings of the card actions, platform messages), which
// disappear after three seconds (docs/product.md#error-codes-and-failures) or when closed.
import { Notification } from '@mantine/core';
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './ToastProvider.module.css';

type ToastKind = 'info' | 'warning' | 'error' | 'success';
type Toast = { id: number; kind: ToastKind; message: string };
type ToastApi = { show: (message: string, kind?: ToastKind) => void };

const COLORS: Record<ToastKind, string> = { info: 'blue', warning: 'orange', error: 'red', success: 'green' };
const DURATION_MS = 3000;

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const close = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(
    (message: string, kind: ToastKind = 'info') => {
      const id = nextId.current++;
      setToasts((current) => [...current, { id, kind, message }]);
      window.setTimeout(() => close(id), DURATION_MS);
    },
    [close],
  );
  const api = useMemo(() => ({ show }), [show]);

  return (
    <ToastContext value={api}>
      {children}
      <div className={classes.stack}>
        {toasts.map((toast) => (
          <Notification
            key={toast.id}
            color={COLORS[toast.kind]}
            onClose={() => close(toast.id)}
            closeButtonProps={{ 'aria-label': t('close') }}
            data-testid="toast"
            data-kind={toast.kind}
          >
            {toast.message}
          </Notification>
        ))}
      </div>
    </ToastContext>
  );
}

export function useToast(): ToastApi {
  const api = use(ToastContext);
  if (!api) throw new Error('useToast outside ToastProvider');
  return api;
}
