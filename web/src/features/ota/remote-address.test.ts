import { describe, expect, it } from 'vitest';
import { remoteAddress } from './remote-address';

describe('remoteAddress', () => {
  it('shows origin and path, never the query or fragment that may carry a token', () => {
    expect(remoteAddress('https://account.booking.com/sign-in?op_token=abc#code=1')).toEqual({
      secure: true,
      origin: 'https://account.booking.com',
      path: '/sign-in',
    });
  });

  it('leaves out user names and passwords in the address, and the bare root path', () => {
    expect(remoteAddress('https://user:secret@admin.booking.com/')).toEqual({
      secure: true,
      origin: 'https://admin.booking.com',
      path: '',
    });
  });

  it('marks plain http as not secure and keeps a port other than the default', () => {
    expect(remoteAddress('http://extranet.example:8080/login')).toEqual({
      secure: false,
      origin: 'http://extranet.example:8080',
      path: '/login',
    });
  });

  it('shows nothing for what is not a web page', () => {
    for (const url of [
      null,
      '',
      'about:blank',
      'chrome-error://chromewebdata/',
      'data:text/html,x',
      'not a url',
    ])
      expect(remoteAddress(url)).toBeNull();
  });
});
