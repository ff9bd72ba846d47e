// "Send code": a submit button of its form (intent=sendCode, so the form keeps what was typed), then
// a countdown until the platform allows the next code (the answer's resendAt, as seconds from now).
import { Button } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { resendIn: number | null; sending: boolean; testId: string };

export function SendCodeButton({ resendIn, sending, testId }: Props) {
  const { t } = useTranslation('member');
  const [left, setLeft] = useState(resendIn ?? 0);
  useEffect(() => {
    setLeft(resendIn ?? 0);
    if (!resendIn) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, resendIn - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [resendIn]);
  return (
    <Button
      type="submit"
      name="intent"
      value="sendCode"
      variant="default"
      formNoValidate
      loading={sending}
      disabled={left > 0}
      data-testid={testId}
      data-left={left}
      w={150}
    >
      {left > 0 ? t('sms.resendIn', { seconds: left }) : resendIn === null ? t('sms.send') : t('sms.resend')}
    </Button>
  );
}
