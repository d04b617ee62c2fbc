import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type DragOverEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A two-level list ordered by drag and drop, with the mouse, touch or the keyboard (focus a handle,
 * Space to lift, arrows to move, Space to drop, Escape to cancel): parents among themselves, and
 * children within or across parents. Used by the category tree and a course's curriculum.
 */
export interface SortableGroup {
  id: number;
  children: number[];
}

interface TwoLevelSortableProps {
  groups: SortableGroup[];
  /** The new order after a drop that changed something. */
  onChange(groups: SortableGroup[]): void;
  parentName(id: number): string;
  childName(id: number): string;
  renderParent(id: number, handle: ReactNode, children: ReactNode): ReactNode;
  renderChild(id: number, handle: ReactNode): ReactNode;
  disabled?: boolean;
}

const parentKey = (id: number) => `p:${id}`;
const childKey = (id: number) => `c:${id}`;
const idOf = (key: UniqueIdentifier) => Number(String(key).slice(2));
const isParent = (key: UniqueIdentifier) => String(key).startsWith('p:');

const parentOf = (state: SortableGroup[], child: number) =>
  state.find((group) => group.children.includes(child));

/** A child dragged over another parent's child (or an empty parent) moves there, before that child. */
function moveAcrossParents(state: SortableGroup[], child: number, over: UniqueIdentifier): SortableGroup[] {
  const from = parentOf(state, child);
  const to = isParent(over) ? state.find((group) => group.id === idOf(over)) : parentOf(state, idOf(over));
  if (!from || !to || from.id === to.id) return state;
  const at = isParent(over) ? to.children.length : to.children.indexOf(idOf(over));
  return state.map((group) => {
    if (group.id === from.id) return { ...group, children: group.children.filter((id) => id !== child) };
    if (group.id === to.id) {
      const children = [...group.children];
      children.splice(at < 0 ? children.length : at, 0, child);
      return { ...group, children };
    }
    return group;
  });
}

/** The order once `active` is dropped on `over`: a parent among parents, a child within its parent. */
function orderAfterDrop(
  order: SortableGroup[],
  active: UniqueIdentifier,
  over: UniqueIdentifier,
): SortableGroup[] {
  if (isParent(active) && isParent(over)) {
    const ids = order.map((group) => group.id);
    return arrayMove(order, ids.indexOf(idOf(active)), ids.indexOf(idOf(over)));
  }
  if (!isParent(active) && !isParent(over)) {
    const group = parentOf(order, idOf(active));
    if (group?.children.includes(idOf(over))) {
      const children = arrayMove(
        group.children,
        group.children.indexOf(idOf(active)),
        group.children.indexOf(idOf(over)),
      );
      return order.map((item) => (item.id === group.id ? { ...item, children } : item));
    }
  }
  return order;
}

/** What a screen reader hears as a row is picked, moved, dropped or put back. */
function sortableAnnouncements(t: TFunction, nameOf: (key: UniqueIdentifier) => string): Announcements {
  return {
    onDragStart: ({ active }) => t('admin.sortable.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('admin.sortable.moved', { name: nameOf(active.id), target: nameOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('admin.sortable.dropped', { name: nameOf(active.id), target: nameOf(over.id) })
        : t('admin.sortable.droppedInPlace', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('admin.sortable.cancelled', { name: nameOf(active.id) }),
  };
}

function SortableRow({
  id,
  label,
  disabled,
  children,
}: {
  id: string;
  label: string;
  disabled?: boolean;
  children(handle: ReactNode): ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = (
    <ActionIcon
      ref={setActivatorNodeRef}
      variant="subtle"
      color="gray"
      aria-label={label}
      disabled={disabled}
      style={{ cursor: disabled ? undefined : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <IconGripVertical size={18} aria-hidden />
    </ActionIcon>
  );
  return (
    <div
      ref={setNodeRef}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {children(handle)}
    </div>
  );
}

export function TwoLevelSortable({
  groups,
  onChange,
  parentName,
  childName,
  renderParent,
  renderChild,
  disabled,
}: TwoLevelSortableProps) {
  const { t } = useTranslation();
  // The order being dragged, or dropped and not yet confirmed by the server. It belongs to the
  // `groups` it started from: a new answer from the server replaces it at once (no stale rows).
  const [local, setLocal] = useState<{ basis: SortableGroup[]; order: SortableGroup[] } | null>(null);
  const order = local?.basis === groups ? local.order : groups;
  const setOrder = (update: (state: SortableGroup[]) => SortableGroup[]) =>
    setLocal((current) => ({
      basis: groups,
      order: update(current?.basis === groups ? current.order : groups),
    }));
  const dragging = useRef<SortableGroup[] | null>(null);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A parent only lands among parents; a child among children, or on a parent that has none yet.
  const collision: CollisionDetection = (args) => {
    const activeIsParent = isParent(args.active.id);
    return closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((container) => {
        if (activeIsParent) return isParent(container.id);
        if (!isParent(container.id)) return true;
        return (order.find((group) => group.id === idOf(container.id))?.children.length ?? 0) === 0;
      }),
    });
  };

  function onDragOver({ active, over }: DragOverEvent) {
    if (!over || isParent(active.id)) return;
    setOrder((state) => moveAcrossParents(state, idOf(active.id), over.id));
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const before = dragging.current;
    dragging.current = null;
    const next = over && active.id !== over.id ? orderAfterDrop(order, active.id, over.id) : order;
    setOrder(() => next);
    if (before && JSON.stringify(before) !== JSON.stringify(next)) onChange(next);
  }

  const nameOf = (key: UniqueIdentifier) => (isParent(key) ? parentName(idOf(key)) : childName(idOf(key)));
  const announcements = sortableAnnouncements(t, nameOf);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('admin.sortable.instructions') },
      }}
      onDragStart={() => {
        dragging.current = order;
      }}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={() => {
        dragging.current = null;
        setLocal(null);
      }}
    >
      <SortableContext
        items={order.map((group) => parentKey(group.id))}
        strategy={verticalListSortingStrategy}
      >
        {order.map((group) => (
          <SortableRow
            key={group.id}
            id={parentKey(group.id)}
            label={t('admin.sortable.handle', { name: parentName(group.id) })}
            disabled={disabled}
          >
            {(handle) =>
              renderParent(
                group.id,
                handle,
                <SortableContext items={group.children.map(childKey)} strategy={verticalListSortingStrategy}>
                  {group.children.map((child) => (
                    <SortableRow
                      key={child}
                      id={childKey(child)}
                      label={t('admin.sortable.handle', { name: childName(child) })}
                      disabled={disabled}
                    >
                      {(childHandle) => renderChild(child, childHandle)}
                    </SortableRow>
                  ))}
                </SortableContext>,
              )
            }
          </SortableRow>
        ))}
      </SortableContext>
    </DndContext>
  );
}
