/**
 * The account screens, each loaded on demand (spec 01 §2; spec 02 §2.2): /login, /register,
 * /forgotpassword, /kyc, /kyc-all-requirements.
 */
import type { FeatureModule } from '../../lib/feature-module';

export const feature: FeatureModule = {
  screens: {
    login: () => import('./components/login-screen').then((m) => m.LoginScreen),
    register: () => import('./components/register-screen').then((m) => m.RegisterScreen),
    forgotpassword: () =>
      import('./components/forgot-password-screen').then((m) => m.ForgotPasswordScreen),
    kyc: () => import('./components/kyc-screen').then((m) => m.KycScreen),
    'kyc-all-requirements': () =>
      import('./components/kyc-requirements-screen').then((m) => m.KycRequirementsScreen),
  },
};
