import { useParams } from 'react-router';
import { historyRouteForSlug, modalOfHistoryRouteId } from '../../shared/modal/history-routes';
import { MODAL_REGISTRY } from '../modal-registry';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';

/**
 * `/{locale}/{modal slug}` opened directly (a shared or typed address, a new tab): the home page,
 * with the modal manager showing the modal over it (`/sr/placanja` the deposit). Any other single
 * segment is a 404.
 */
export function ModalHistoryRoute() {
  const { modalSlug = '' } = useParams();
  const route = historyRouteForSlug(modalSlug);
  const modal = route === null ? null : modalOfHistoryRouteId(route);
  const isModal = modal !== null && MODAL_REGISTRY[modal] !== undefined;
  return isModal ? <HomePage /> : <NotFoundPage />;
}
