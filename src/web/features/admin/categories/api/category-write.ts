import { catalogueKeys } from '../../../catalogue/api/keys';
import { useConsoleWrite } from '../../api/console-write';
import { adminKeys } from '../../api/keys';

/**
 * After any change, refused or not, the console's tree and the public menus (header dropdown,
 * campus) are read again: a dragged node goes back where the server keeps it.
 */
export function useCategoryWrite<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useConsoleWrite(mutationFn, [adminKeys.categories.all, catalogueKeys.categories], {
    evenOnFailure: true,
  });
}
