/**
 * Makes sure only one dialog of a kind is open at a time (spec §8: the 500101 温馨提示 dialog,
 * "only one at a time"). `show` opens the dialog and resolves when the shopper closes it; while it
 * is open, further messages are dropped. Wire the api client's `onBusy` to the returned function.
 */
export function createSingleDialog(show: (message: string) => Promise<unknown>): (message: string) => void {
  let isOpen = false;
  return (message) => {
    if (isOpen) return;
    isOpen = true;
    const reset = () => {
      isOpen = false;
    };
    show(message).then(reset, reset);
  };
}
