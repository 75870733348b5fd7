/**
 * WebRTC is the one way a page opens connections that a proxy does not carry: STUN and TURN over UDP, straight
 * from the browser. The extranets never need it, so it is turned off twice:
 * - Chromium's policy sends WebRTC only through the proxy (TCP, where the egress proxy refuses anything outside
 *   the channel) and never over UDP of its own; these flags are given at launch (a browser reached over
 *   BROWSER_CDP_URL must be started with them);
 * - the pages lose the constructors, so a script cannot even begin (workers have none to remove).
 */
export const webRtcPolicyFlags = [
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Runs in every frame before the page's scripts (a context init script). */
export const webRtcOffScript = `(() => {
  for (const name of ['RTCPeerConnection', 'webkitRTCPeerConnection', 'RTCDataChannel', 'RTCIceCandidate',
    'RTCSessionDescription', 'RTCRtpSender', 'RTCRtpReceiver', 'RTCRtpTransceiver']) {
    try { delete globalThis[name]; } catch { /* not configurable in this frame: the network fence still holds */ }
  }
})();`;
