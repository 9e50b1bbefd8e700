import { useState } from 'react';
import type { FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Card, Form, FormActions, TextArea, TextField } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import { parseUserNames } from './format';
import { useNotificationApi } from './useNotifications';
import * as styles from './notifications.styles';

/** Lengths the server accepts (notificationBroadcastSchema). */
const MAX = { title: 200, body: 2000, link: 500 } as const;

/**
 * The administrators' broadcast (POST notifications/broadcast): a title, an optional message and link, and
 * optionally the user names to send to (everyone without them); a toast says how it went.
 */
export function BroadcastForm() {
  const { t } = useTranslation();
  const { mutations } = useNotificationApi();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [link, setLink] = useState('');
  const [userNames, setUserNames] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const broadcast = useMutation(mutations.broadcast());
  const titleError = submitted && !title.trim() ? t('notifications.broadcast.titleRequired') : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (!title.trim() || broadcast.isPending) return;
    const names = parseUserNames(userNames);
    broadcast.mutate(
      {
        title: title.trim(),
        body: body.trim(),
        link: link.trim(),
        ...(names.length > 0 ? { user_names: names } : {}),
      },
      {
        onSuccess: (answer) => {
          notify('success', t('notifications.broadcast.sent', { n: answer.recipients }));
          setTitle('');
          setBody('');
          setLink('');
          setUserNames('');
          setSubmitted(false);
        },
        onError: (error) => notify('failure', failureText(error, t)),
      },
    );
  };

  return (
    <Card title={t('notifications.broadcast.title')} headingLevel={2} style={styles.form}>
      <Form onSubmit={onSubmit} validationBehavior="aria">
        <p style={styles.muted}>{t('notifications.broadcast.description')}</p>
        <TextField
          name="title"
          label={t('notifications.broadcast.titleField')}
          value={title}
          onChange={setTitle}
          maxLength={MAX.title}
          isRequired
          errorMessage={titleError}
        />
        <TextArea
          name="body"
          label={t('notifications.broadcast.body')}
          value={body}
          onChange={setBody}
          maxLength={MAX.body}
          rows={3}
        />
        <TextField
          name="link"
          label={t('notifications.broadcast.link')}
          description={t('notifications.broadcast.linkHint')}
          value={link}
          onChange={setLink}
          maxLength={MAX.link}
        />
        <TextField
          name="user_names"
          label={t('notifications.broadcast.userNames')}
          description={t('notifications.broadcast.userNamesHint')}
          value={userNames}
          onChange={setUserNames}
        />
        <FormActions>
          <Button type="submit" variant="primary" isPending={broadcast.isPending}>
            {t('notifications.broadcast.submit')}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
