import { OAuth2Server } from 'oauth2-mock-server';

export const googleTestUser = { email: 'google.user@example.com', name: 'Greta Google', sub: 'google-sub-1' };

/** A fake Google: an OpenID Connect issuer on 127.0.0.1 that signs in `googleTestUser` without a login screen. */
export async function startOidcFake() {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, { ...googleTestUser, email_verified: true });
  });
  server.service.on('beforeUserinfo', (userInfoResponse) => {
    userInfoResponse.body = { ...googleTestUser, email_verified: true };
  });
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url as string;
  return {
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    stop: () => server.stop(),
  };
}
