import { RegisterForm } from '../../features/auth/index.ts';
import { BookingWizard } from '../../features/booking/index.ts';
import type { EmbeddedWizard } from '../../features/widgets/index.ts';
import { useLocale } from '../../lib/hooks/use-locale.ts';

/**
 * The widget page's booking flow: the same wizard as the home page's (the booking feature, with the
 * auth feature's registration form); the widget's settings come with the search's widget state.
 */
export const WidgetWizard: EmbeddedWizard = ({ searchKey }) => {
  const locale = useLocale();
  return <BookingWizard searchKey={searchKey} locale={locale} registerForm={<RegisterForm />} />;
};
