// Writing a message: a textarea (at most 2,000 characters, with a counter; Enter sends, Shift+Enter
// starts a new line, and an input method's Enter still composes), a file or image attached through
// the portal's uploads relay (purpose 'document': PDF, JPG, PNG) and then sent by its id, and the
// send button. A refusal shows the catalogue's message in the user's language; what was typed stays.
import { Button, FileButton, Group, Text, Textarea } from '@mantine/core';
import { type ComponentProps, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_TEXT_MAX } from '#contract/schemas/message.ts';
import { acceptFor, uploadFile } from '#app/lib/upload-client.ts';
import classes from './ChatRoom.module.css';
import type { SendPayload } from './chat-client.ts';
import type { SendOutcome } from './useChatRoom.ts';

type Props = { peer: number; onSend: (payload: SendPayload) => Promise<SendOutcome> };

/** Characters as the platform counts them (code points). */
export function characterCount(text: string): number {
  return [...text].length;
}

export function Composer({ peer, onSend }: Props) {
  const { t } = useTranslation('chat');
  const { t: tErrors } = useTranslation('errors');
  const [text, setText] = useState('');
  const [busy, setBusy] = useState<'sending' | 'uploading' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const resetFile = useRef<() => void>(null);
  const counterId = useId();
  const errorId = useId();
  const count = characterCount(text);
  const tooLong = count > CHAT_TEXT_MAX;

  async function sendText() {
    if (busy || text.trim() === '') return;
    if (tooLong) {
      setError(tErrors('57005'));
      return;
    }
    setBusy('sending');
    setError(null);
    const outcome = await onSend({ toUserId: peer, msgType: 'text', content: text });
    setBusy(null);
    if (outcome.ok) setText('');
    else setError(outcome.message);
  }

  async function attach(file: File | null) {
    resetFile.current?.();
    if (!file || busy) return;
    setBusy('uploading');
    setError(null);
    const uploaded = await uploadFile(file, 'document', (code) => (code === 0 ? tErrors('timeout') : tErrors(String(code) as '1107')));
    if (!uploaded.ok) {
      setBusy(null);
      setError(uploaded.message);
      return;
    }
    setBusy('sending');
    const msgType = uploaded.file.contentType.startsWith('image/') ? 'image' : 'file';
    const outcome = await onSend({ toUserId: peer, msgType, fileId: uploaded.file.id });
    setBusy(null);
    if (!outcome.ok) setError(outcome.message);
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void sendText();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendText();
    }
  };

  return (
    <form className={classes.composer} onSubmit={onSubmit} data-testid="chat-composer" noValidate>
      {error && (
        <Text id={errorId} size="sm" c="red" role="alert" data-testid="chat-error">
          {error}
        </Text>
      )}
      <Textarea
        label={t('composer.label')}
        labelProps={{ className: classes.visuallyHidden }}
        placeholder={t('composer.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        autosize
        minRows={3}
        maxRows={8}
        aria-invalid={tooLong || undefined}
        aria-describedby={error ? `${counterId} ${errorId}` : counterId}
        data-testid="chat-input"
      />
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <FileButton
            onChange={(file) => void attach(file)}
            accept={acceptFor('document')}
            resetRef={resetFile}
            inputProps={{ 'data-testid': 'chat-file-input' } as ComponentProps<'input'>}
          >
            {(props) => (
              <Button {...props} variant="default" size="xs" disabled={busy !== null} data-testid="chat-attach">
                {busy === 'uploading' ? t('composer.uploading') : t('composer.attach')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {t('composer.attachHint')}
          </Text>
        </Group>
        <Group gap="xs">
          <Text id={counterId} size="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="chat-counter">
            {t('composer.counter', { count, max: CHAT_TEXT_MAX })}
          </Text>
          <Button type="submit" size="xs" loading={busy === 'sending'} disabled={text.trim() === '' || busy === 'uploading'} data-testid="chat-send">
            {t('composer.send')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}
