import { create } from 'zustand';

type UpdateState = {
  /** A new version of the app is installed and waiting for the person to reload into it. */
  isUpdateReady: boolean;
  /**
   * The new version took over from another tab, where the person chose to reload: this page
   * still runs the old one until it is reloaded, which is left to the person here too.
   */
  isTakenOverElsewhere: boolean;
  /** The person chose "Later": the banner stays away until the next new version. */
  isDismissed: boolean;
  /** The person chose "Reload now": the new version is taking over, and the page reloads. */
  isSwitching: boolean;
};

export const useUpdateStore = create<UpdateState>(() => ({
  isUpdateReady: false,
  isTakenOverElsewhere: false,
  isDismissed: false,
  isSwitching: false,
}));

export function markUpdateReady(): void {
  useUpdateStore.setState({ isUpdateReady: true, isDismissed: false });
}

/** Shown even after "Later": what runs here is now older than what serves its files. */
export function markTakenOverElsewhere(): void {
  useUpdateStore.setState({ isUpdateReady: true, isTakenOverElsewhere: true, isDismissed: false });
}

export function dismissUpdate(): void {
  useUpdateStore.setState({ isDismissed: true });
}

export function markSwitching(): void {
  useUpdateStore.setState({ isSwitching: true });
}
