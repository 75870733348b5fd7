/**
 * The channel catalogue (spec part 1, section 3 "Channel catalogue"; section 9 "Channel start URLs"): the four
 * online travel agencies a hotel connects by logging in through the live remote browser.
 */
export const otaTypes = ['booking', 'expedia', 'agoda', 'hrs'] as const;
export type OtaType = (typeof otaTypes)[number];

export interface OtaChannel {
  type: OtaType;
  /**
   * The channel's own name, shown in the dialog and the table: a brand, the same in every language. What the
   * connect dialog says about each channel is interface text, in the web's ota catalogue
   * (channelDescriptions.<type>).
   */
  name: string;
  /** The letter on the channel's logo tile. */
  logoLetter: string;
  /** Where a connection attempt starts: the channel's extranet, which sends a signed-out user to its login. */
  loginUrl: string;
  /**
   * The sites a session of this channel may reach (a host or any of its subdomains). Everything else the page
   * asks for (other sites, IP addresses, localhost) is blocked, so the live browser cannot be used to browse
   * elsewhere or to reach our own network. Each list holds the channel's login and extranet hosts and the
   * static-file hosts its pages load from.
   */
  allowedHosts: readonly string[];
}

/**
 * Login pages of all four channels may show Google's reCAPTCHA; only its paths on these two hosts are allowed
 * (never the rest of google.com).
 */
export const captchaAllowance = [
  { host: 'www.google.com', pathPrefix: '/recaptcha/' },
  { host: 'www.gstatic.com', pathPrefix: '/recaptcha/' },
] as const;

export const otaChannels: Record<OtaType, OtaChannel> = {
  booking: {
    type: 'booking',
    name: 'Booking.com',
    logoLetter: 'B',
    loginUrl: 'https://admin.booking.com/',
    allowedHosts: ['booking.com', 'bstatic.com'],
  },
  expedia: {
    type: 'expedia',
    name: 'Expedia',
    logoLetter: 'E',
    loginUrl: 'https://www.expediapartnercentral.com/',
    allowedHosts: ['expediapartnercentral.com', 'expedia.com', 'expediagroup.com', 'travel-assets.com'],
  },
  agoda: {
    type: 'agoda',
    name: 'Agoda',
    logoLetter: 'A',
    loginUrl: 'https://ycs.agoda.com/',
    allowedHosts: ['agoda.com', 'agoda.net', 'agoda.io'],
  },
  hrs: {
    type: 'hrs',
    name: 'HRS',
    logoLetter: 'H',
    loginUrl: 'https://hotelportal.hrs.com/login',
    allowedHosts: ['hrs.com', 'hrs.de', 'hrs.net'],
  },
};

export function isOtaType(value: unknown): value is OtaType {
  return typeof value === 'string' && (otaTypes as readonly string[]).includes(value);
}

/** The stored connection name (spec part 1, section 3: the type with its first letter capitalised). */
export function otaConnectionName(type: OtaType): string {
  return type.charAt(0).toUpperCase() + type.slice(1);
}
