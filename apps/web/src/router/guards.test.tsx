import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { useLock } from '@/stores/lock';
import { useSession } from '@/stores/session';
import { GuestOnly, RequireAuth, redirectTarget } from './guards';

function app(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<GuestOnly>login page</GuestOnly>} />
        <Route path="/lock" element={<div>lock page</div>} />
        <Route path="/" element={<div>root</div>} />
        <Route path="/system/param" element={<RequireAuth>param page</RequireAuth>} />
        <Route path="*" element={<RequireAuth>inside</RequireAuth>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('route guard', () => {
  afterEach(() => {
    useSession.setState({ token: '' });
    useLock.getState().clear();
  });

  it('sends a visitor without a token to /login', () => {
    app('/system/param');
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('sends a locked session to /lock', () => {
    useSession.setState({ token: 't' });
    useLock.setState({ isLocked: true, lockPassword: 'x' });
    app('/system/param');
    expect(screen.getByText('lock page')).toBeTruthy();
  });

  it('lets a signed-in user through and keeps them off /login', () => {
    useSession.setState({ token: 't' });
    app('/system/param');
    expect(screen.getByText('param page')).toBeTruthy();
  });

  it('a signed-in user on /login goes to the redirect target', () => {
    useSession.setState({ token: 't' });
    app('/login?redirect=%2Fsystem%2Fparam');
    expect(screen.getByText('param page')).toBeTruthy();
  });

  it('only accepts in-app redirect targets', () => {
    expect(redirectTarget('/system/param?x=1')).toBe('/system/param?x=1');
    expect(redirectTarget('https://evil.example')).toBe('/');
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('/login')).toBe('/');
    expect(redirectTarget(null)).toBe('/');
  });
});
