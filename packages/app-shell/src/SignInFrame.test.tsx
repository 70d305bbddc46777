import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SignInFrame } from './SignInFrame';
import { createAppSession } from './session';
import { memoryStorage } from './storage';

function frame(signedIn: boolean) {
  const app = createAppSession({ storage: memoryStorage(), baseUrl: 'http://test/' });
  if (signedIn) app.session.set({ token: 't', nickname: '李厂长', user_type: 3, company_name: '星辉玩具厂' } as never);
  const screens = vi.fn((user: { nickname: string }) => <p>欢迎 {user.nickname}</p>);
  render(
    <SignInFrame app={app} loginTitle="工厂后台登录">
      {screens}
    </SignInFrame>,
  );
  return screens;
}

describe('SignInFrame', () => {
  it('shows the sign-in form while signed out, and not the screens', () => {
    const screens = frame(false);
    expect(screen.getByText('工厂后台登录')).toBeInTheDocument();
    expect(screens).not.toHaveBeenCalled();
  });

  it("shows the app's screens for the signed-in user", () => {
    frame(true);
    expect(screen.getByText('欢迎 李厂长')).toBeInTheDocument();
    expect(screen.queryByText('工厂后台登录')).toBeNull();
  });
});
