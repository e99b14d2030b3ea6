/**
 * Notifications (spec 02 §4.3-§4.5): /notifications and /notifications/details, the push
 * settings card in the menu's preferences, and the always-mounted host that registers the
 * device, keeps the bell's count and shows realtime notifications in-app.
 */
import type { FeatureModule } from '../../lib/feature-module';

export const feature: FeatureModule = {
  preload: {
    notifications: () => void import('./api/preload').then((m) => m.preloadNotifications()),
    'notifications-details': ({ search }) =>
      void import('./api/preload').then((m) => m.preloadNotification(search.get('id'))),
  },
  screens: {
    notifications: () =>
      import('./components/notifications-screen').then((m) => m.NotificationsScreen),
    'notifications-details': () =>
      import('./components/notification-details-screen').then((m) => m.NotificationDetailsScreen),
  },
  slots: {
    notificationSettings: () =>
      import('./components/push-settings-card').then((m) => m.PushSettingsCard),
  },
  // Counts and realtime messages are a signed-in bettor's: a visitor never loads the host.
  overlays: [
    {
      load: () => import('./components/notifications-host').then((m) => m.NotificationsHost),
      when: 'signed-in',
    },
  ],
};
