/**
 * The app's one WebSocket (the AI chat stream). Features register it here so that the session
 * code can close it on logout and on session-expiry codes (spec §4) without knowing about chat.
 */
let current: WebSocket | null = null;

export function registerSocket(socket: WebSocket): void {
  if (current && current !== socket) current.close(1000);
  current = socket;
  socket.addEventListener('close', () => {
    if (current === socket) current = null;
  });
}

export function getSocket(): WebSocket | null {
  return current;
}

export function closeSocket(): void {
  const socket = current;
  current = null;
  if (socket && socket.readyState !== WebSocket.CLOSED && socket.readyState !== WebSocket.CLOSING) {
    socket.close(1000);
  }
}
