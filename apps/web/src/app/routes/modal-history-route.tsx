import { useParams } from 'react-router';
import { historyRouteForSlug } from '../../shared/modal/history-routes';
import { isModalId } from '../../shared/modal/modal-ids';
import { MODAL_REGISTRY } from '../modal-registry';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

/**
 * `/{locale}/{modal slug}` opened directly (a shared or typed address, a new tab): the home page,
 * with the modal manager showing the modal over it. Any other single segment is a 404.
 */
export function ModalHistoryRoute() {
  const { modalSlug = '' } = useParams();
  const id = historyRouteForSlug(modalSlug);
  const isModal = id !== null && isModalId(id) && MODAL_REGISTRY[id] !== undefined;
  return isModal ? <HomePage /> : <NotFoundPage />;
}
