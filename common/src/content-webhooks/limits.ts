/** The limits of content webhooks (issue 34, point 5), stated once for the server, the database and the form. */
export const webhookLimits = {
  urlMaxLength: 2000,
  /** Failed delivery attempts in a row that disable a webhook until its owner enables it again. */
  failuresToDisable: 20,
  /** Delivery attempts kept per webhook for its owner to see. */
  deliveriesKept: 20,
  /** 'Send test event' per user and minute: each is a request to an address the user chose. */
  testEventsPerMinute: 10,
} as const;
