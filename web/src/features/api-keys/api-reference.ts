/** The content API's reference page, served by the server (not a page of this app). */
export const apiReferencePath = '/api/v1/docs';
