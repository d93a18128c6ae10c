/**
 * Browser features the site never uses, denied to its pages and to anything they could embed
 * (issue 24): a script injected despite the CSP still cannot reach the camera, microphone,
 * location, payments or devices. Left out on purpose: clipboard-write and web-share (a share
 * control may copy or share a page's link) and fullscreen (harmless, browsers' own default).
 */
export const DENIED_FEATURES = [
  "accelerometer",
  "ambient-light-sensor",
  "autoplay",
  "bluetooth",
  "browsing-topics",
  "camera",
  "display-capture",
  "encrypted-media",
  "geolocation",
  "gyroscope",
  "hid",
  "idle-detection",
  "local-fonts",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
] as const;

export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(", ");
