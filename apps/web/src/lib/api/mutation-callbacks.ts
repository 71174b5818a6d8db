/** What a screen may do when one of its mutations settles (toasts, closing a form). */
export type MutationCallbacks<TData> = {
  onSuccess?: (data: TData) => void;
  onError?: (error: Error) => void;
};
