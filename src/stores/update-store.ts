import { create } from 'zustand';

type UpdateState = {
  /** A new version of the app is installed and waiting for the person to reload into it. */
  isUpdateReady: boolean;
  /** The person chose "Later": the banner stays away until the next new version. */
  isDismissed: boolean;
};

export const useUpdateStore = create<UpdateState>(() => ({
  isUpdateReady: false,
  isDismissed: false,
}));

export function markUpdateReady(): void {
  useUpdateStore.setState({ isUpdateReady: true, isDismissed: false });
}

export function dismissUpdate(): void {
  useUpdateStore.setState({ isDismissed: true });
}
