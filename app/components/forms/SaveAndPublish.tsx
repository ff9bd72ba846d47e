// A sourcing form's two buttons: save the draft, or publish it; while one is sent it spins and the
// other waits (a second press would only repeat the keyed request).
import { Button } from '@mantine/core';
import { useNavigation } from 'react-router';

/** Test ids `<testId>-save`, `<testId>-publish`. */
export function SaveAndPublish({ texts, testId }: { texts: { save: string; publish: string }; testId: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const pressed = navigation.formData?.get('intent');
  return (
    <>
      <Button
        type="submit"
        name="intent"
        value="save"
        variant="default"
        loading={busy && pressed === 'save'}
        disabled={busy && pressed !== 'save'}
        data-testid={`${testId}-save`}
      >
        {texts.save}
      </Button>
      <Button
        type="submit"
        name="intent"
        value="publish"
        loading={busy && pressed === 'publish'}
        disabled={busy && pressed !== 'publish'}
        data-testid={`${testId}-publish`}
      >
        {texts.publish}
      </Button>
    </>
  );
}
