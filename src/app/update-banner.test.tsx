import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { markTakenOverElsewhere, useUpdateStore } from '../stores/update-store';
import { renderFeature, setupAppTests } from '../test/render';
import { UpdateBanner } from './update-banner';

const reloadIntoNewVersion = vi.fn(() => Promise.resolve());
vi.mock('./service-worker-registration', () => ({
  reloadIntoNewVersion: () => reloadIntoNewVersion(),
}));

setupAppTests();
afterEach(() => {
  useUpdateStore.setState({
    isUpdateReady: false,
    isTakenOverElsewhere: false,
    isDismissed: false,
    isSwitching: false,
  });
  reloadIntoNewVersion.mockClear();
});

describe('UpdateBanner', () => {
  it('shows nothing until a new version waits', () => {
    renderFeature(<UpdateBanner />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('on "Reload now" starts the switch once and says it is under way', async () => {
    useUpdateStore.setState({ isUpdateReady: true });
    renderFeature(<UpdateBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reload now' }));
    expect(reloadIntoNewVersion).toHaveBeenCalledOnce();
    expect(await screen.findByText('Switching to the new version…')).toBeTruthy();
    // Nothing left to click twice, nor a "Later" that would hide a switch already started.
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when another tab took the new version, and comes back after "Later" if it does', async () => {
    useUpdateStore.setState({ isUpdateReady: true, isDismissed: true });
    renderFeature(<UpdateBanner />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => markTakenOverElsewhere());
    expect(await screen.findByText(/updated in another tab/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload now' }));
    expect(reloadIntoNewVersion).toHaveBeenCalledOnce();
  });

  it('on "Later" goes away without switching', async () => {
    useUpdateStore.setState({ isUpdateReady: true });
    renderFeature(<UpdateBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(reloadIntoNewVersion).not.toHaveBeenCalled();
  });
});
