import { create } from 'zustand';

type UpdateState = {
  /** A new version of the app is installed and waiting for the person to reload into it. */
  isUpdateReady: boolean;
  /** The person chose "Later": the banner stays away until the next new version. */
  isDismissed: boolean;
  /** The person chose "Reload now": the new version is taking over, and the page reloads. */
  isSwitching: boolean;
};

export const useUpdateStore = create<UpdateState>(() => ({
  isUpdateReady: false,
  isDismissed: false,
  isSwitching: false,
}));

export function markUpdateReady(): void {
  useUpdateStore.setState({ isUpdateReady: true, isDismissed: false });
}

export function dismissUpdate(): void {
  useUpdateStore.setState({ isDismissed: true });
}

export function markSwitching(): void {
  useUpdateStore.setState({ isSwitching: true });
}
