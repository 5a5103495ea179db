import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getDb } from '../../db/database';
import { readSettings, updateSettings } from '../../db/settings-repo';
import { renderFeature, setupAppTests } from '../../test/render';
import { AgendaList } from './agenda-list';
import { DueNotificationOffer } from './due-notification-offer';

setupAppTests();
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The browser's Notification, as far as the offer reads it; `answer` is what the prompt gives. */
function stubNotification(permission: NotificationPermission, answer = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

const dueNotifications = async () => (await readSettings(getDb())).dueNotifications;

describe('DueNotificationOffer', () => {
  it('asks the browser only when clicked, and turns notifications on when allowed', async () => {
    const requestPermission = stubNotification('default', 'granted');
    renderFeature(<DueNotificationOffer />);
    const offer = await screen.findByRole('button', { name: 'Tell me when something falls due' });
    expect(requestPermission).not.toHaveBeenCalled();
    await userEvent.click(offer);
    expect(requestPermission).toHaveBeenCalledOnce();
    await waitFor(async () => expect(await dueNotifications()).toBe(true));

    await userEvent.click(await screen.findByRole('button', { name: 'Stop telling me' }));
    await waitFor(async () => expect(await dueNotifications()).toBe(false));
    expect(await screen.findByRole('button', { name: /falls due/ })).toBeTruthy();
  });

  it('leaves them off when the person refuses, and then says where to allow them', async () => {
    stubNotification('default', 'denied');
    renderFeature(<DueNotificationOffer />);
    await userEvent.click(await screen.findByRole('button', { name: /falls due/ }));
    expect(await screen.findByText(/blocked for this site/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(await dueNotifications()).toBe(false);
  });

  it('offers again when the setting is on but the browser no longer allows them', async () => {
    stubNotification('default');
    await updateSettings(getDb(), { dueNotifications: true });
    renderFeature(<DueNotificationOffer />);
    expect(await screen.findByRole('button', { name: /falls due/ })).toBeTruthy();
  });

  it('offers nothing where the browser has no notifications', async () => {
    vi.stubGlobal('Notification', undefined);
    renderFeature(<AgendaList items={[]} />);
    expect(await screen.findByText(/Nothing still to do has a due date/)).toBeTruthy();
    expect(screen.queryByTestId('due-offer')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
