import './i18n.ts';
import './styles.css';
import { matchRoute } from '@meetspace/domain';
import { useLocation } from 'react-router';
import { AskPage, MyQuestionsPage, QuestionPage, QuestionsPage } from './components/pages.tsx';

/** The questions pages as one lazily loaded component: the page the path names. */
export default function QuestionsArea() {
  const { pathname } = useLocation();
  switch (matchRoute(pathname)?.name) {
    case 'network-questions-create':
      return <AskPage />;
    case 'network-question':
      return <QuestionPage back="network-questions" />;
    case 'my-activities-questions':
      return <MyQuestionsPage />;
    case 'my-activities-question':
      return <QuestionPage back="my-activities-questions" />;
    default:
      return <QuestionsPage />;
  }
}
