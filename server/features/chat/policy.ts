/** Who may do what in city chat (docs/product.md#city-chat Chat send). Pure functions. */

export type ChatViewer = { id: string } | null;

/** Anyone reads a board, signed out included. */
export const mayReadChat = (_viewer: ChatViewer) => true;

/** Sending needs sign-in (the page opens the sign-in dialog otherwise). */
export const maySendChat = (viewer: ChatViewer): viewer is { id: string } => viewer !== null;

/** A member deletes only their own messages. */
export const mayDeleteChatMessage = (viewer: ChatViewer, authorId: string) =>
  viewer !== null && viewer.id === authorId;

/** Any signed-in member may report a message, their own excepted. */
export const mayReportChatMessage = (viewer: ChatViewer, authorId: string) =>
  viewer !== null && viewer.id !== authorId;
