import type { ReservationDetail } from '@meetspace/domain';
import type { JSX } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog.tsx';

/** What a reservation dialog's form gets: the reservation, a way out, and what to do once saved. */
export interface ReservationFormProps {
  r: ReservationDetail;
  onCancel: () => void;
  onDone: () => void;
}

export interface ReservationDialogProps {
  r: ReservationDetail;
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}

/** A modal dialog titled with `titleKey` around one reservation form; the form's way out closes it. */
export function reservationDialog(titleKey: string, Form: (props: ReservationFormProps) => JSX.Element) {
  return function ReservationDialog({ r, open, onClose, onDone }: ReservationDialogProps) {
    const { t } = useTranslation();
    return (
      <Dialog open={open} onClose={onClose} title={t(titleKey)}>
        <Form r={r} onCancel={onClose} onDone={onDone} />
      </Dialog>
    );
  };
}
