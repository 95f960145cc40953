import { create } from 'zustand';

export type SnackbarColor = 'success' | 'error' | 'info';

/** Spec §3 "Snackbar message". */
export interface SnackbarItem {
  title?: string;
  text?: string;
  color: SnackbarColor;
  /** Milliseconds; 0 keeps it open until closed. */
  duration?: number;
}

export const DEFAULT_SNACKBAR_DURATION_MS = 5000;

interface UiState {
  /** Number of callers that asked for the overlay: nested work cannot hide it early. */
  loadingCount: number;
  navDrawerOpen: boolean;
  helpDrawerOpen: boolean;
  snackbar: (SnackbarItem & { id: number }) | null;
  setLoading: (on: boolean) => void;
  setNavDrawerOpen: (open: boolean) => void;
  setHelpDrawerOpen: (open: boolean) => void;
  showSnackbar: (item: SnackbarItem) => void;
  clearSnackbar: (id: number) => void;
}

let nextSnackbarId = 1;

/** Spec §3 "Shared UI state": overlay flag, drawer flags, current snackbar item. */
export const useUiStore = create<UiState>()((set) => ({
  loadingCount: 0,
  navDrawerOpen: false,
  helpDrawerOpen: false,
  snackbar: null,
  setLoading: (on) => set((s) => ({ loadingCount: Math.max(0, s.loadingCount + (on ? 1 : -1)) })),
  setNavDrawerOpen: (navDrawerOpen) => set({ navDrawerOpen }),
  setHelpDrawerOpen: (helpDrawerOpen) => set({ helpDrawerOpen }),
  showSnackbar: (item) => set({ snackbar: { ...item, id: nextSnackbarId++ } }),
  clearSnackbar: (id) => set((s) => (s.snackbar?.id === id ? { snackbar: null } : s)),
}));

export const showSnackbar = (item: SnackbarItem) => useUiStore.getState().showSnackbar(item);
export const showError = (text: string, title?: string) => showSnackbar({ color: 'error', text, ...(title ? { title } : {}) });
export const showSuccess = (text: string, title?: string) =>
  showSnackbar({ color: 'success', text, ...(title ? { title } : {}) });

/** Runs `work` with the full-screen overlay shown. */
export async function withLoading<T>(work: () => Promise<T>): Promise<T> {
  const { setLoading } = useUiStore.getState();
  setLoading(true);
  try {
    return await work();
  } finally {
    setLoading(false);
  }
}
