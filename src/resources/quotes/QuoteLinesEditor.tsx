import { memo, useEffect, useId, useMemo, useRef, useState, type CSSProperties } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Confirm, NumberInput, TextInput, useInput, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext, useFormState, useWatch, type FieldError } from 'react-hook-form';
import { quoteLinesMax } from '../../../domain/quote';
import { CentsInput } from './CentsInput';
import { useCentsFormat } from './quoteFields';
import {
  blankQuoteLine,
  droppedQuoteLine,
  groupedByRoom,
  isGroupedByRoom,
  liveQuoteTotals,
  newRoomName,
  quoteEditorItems,
  quoteLineStep,
  quoteRooms,
  type QuoteEditorItem,
  type QuoteLineDraft,
} from './quoteLineEditing';

/** The totals of the lines and percents being typed, by the domain's `quoteTotals`, as they change. */
export function useLiveQuoteTotals() {
  const [lines, discount_percent, tax_rate, deposit_percent] = useWatch({ name: ['lines', 'discount_percent', 'tax_rate', 'deposit_percent'] });
  return liveQuoteTotals({ lines, discount_percent, tax_rate, deposit_percent });
}

/** A sortable item's move while a line is dragged: only up or down. */
const moveStyle = ({ transform, transition }: Pick<ReturnType<typeof useSortable>, 'transform' | 'transition'>): CSSProperties => ({
  transform: transform ? `translate3d(${Math.round(transform.x)}px, ${Math.round(transform.y)}px, 0)` : undefined,
  transition: transition ?? undefined,
});

/** A drag starts once the pointer has moved a little, so that a tap on the handle is not one. */
const pointerDrag = { activationConstraint: { distance: 4 } };

/** A heading or a footer of a room: lines are dropped beside them, they are not dragged. */
const fixedItem = { draggable: true, droppable: false };

// A line's inputs in one row where the editor is wide, in two on a tablet, stacked on a phone: the editor's own
// width decides (a container query), whatever the menu beside it takes.
const lineGrid = {
  display: 'grid',
  columnGap: 1,
  alignItems: 'center',
  py: 0.5,
  borderBottom: 1,
  borderColor: 'divider',
  gridTemplateColumns: '2rem minmax(0, 1fr) minmax(0, 1fr)',
  gridTemplateAreas: '"handle description description" ". quantity unit" ". price amount" ". optional actions"',
  '@container (min-width: 600px)': {
    gridTemplateColumns: '2rem repeat(3, minmax(0, 1fr)) auto 8.5rem',
    gridTemplateAreas: '"handle description description description description actions" ". quantity unit price optional amount"',
  },
  '@container (min-width: 1000px)': {
    gridTemplateColumns: '2rem minmax(12rem, 1fr) 7rem 6rem 9rem auto 7.5rem auto',
    gridTemplateAreas: '"handle description quantity unit price optional amount actions"',
  },
} as const;

/**
 * A line's row is the row of its place, not of its line: a moved line's values go to the rows of its new place, and
 * no row is built again when react-admin resets the form with the record (which gives the field array new keys).
 */
const lineItemId = (index: number) => `line-${index}`;

/** `lines.3.quantity`: where the form holds a field of a line. */
const lineSource = (index: number, field: keyof QuoteLineDraft) => `lines.${index}.${field}`;

function OptionalInput({ index, id }: { index: number; id: string }) {
  const translate = useTranslate();
  const { field } = useInput({ source: lineSource(index, 'optional') });
  return (
    <FormControlLabel
      sx={{ gridArea: 'optional', mr: 0 }}
      label={translate('resources.quotes.editor.optional')}
      control={<Checkbox id={id} name={field.name} inputRef={field.ref} checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
    />
  );
}

interface LineRowProps {
  index: number;
  sortableId: string;
  idPrefix: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The line's amount, or null while its quantity or price is not valid. */
  amount: string | null;
  optional: boolean;
  onStep: (index: number, direction: -1 | 1) => void;
  onRemove: (index: number) => void;
}

const LineRow = memo(function LineRow({ index, sortableId, idPrefix, canMoveUp, canMoveDown, amount, optional, onStep, onRemove }: LineRowProps) {
  const translate = useTranslate();
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: sortableId });
  const number = index + 1;
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-label={translate('resources.quotes.editor.line_number', { number })}
      style={moveStyle({ transform, transition })}
      sx={{ ...lineGrid, position: 'relative', bgcolor: 'background.paper', zIndex: isDragging ? 2 : undefined, boxShadow: isDragging ? 4 : undefined }}
    >
      {/* Dragged by mouse or finger; keyboards move lines with the buttons. */}
      <Box
        ref={setActivatorNodeRef}
        {...listeners}
        aria-hidden
        title={translate('resources.quotes.editor.drag')}
        sx={{ gridArea: 'handle', display: 'flex', justifyContent: 'center', cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none', color: 'text.secondary' }}
      >
        <DragIndicatorIcon />
      </Box>
      <Box sx={{ gridArea: 'description' }}>
        <TextInput id={`${idPrefix}-${index}-description`} source={lineSource(index, 'description')} label="resources.quotes.line.description" helperText={false} multiline />
      </Box>
      <Box sx={{ gridArea: 'quantity' }}>
        <NumberInput id={`${idPrefix}-${index}-quantity`} source={lineSource(index, 'quantity')} label="resources.quotes.line.quantity" helperText={false} min={0} step={0.001} />
      </Box>
      <Box sx={{ gridArea: 'unit' }}>
        <TextInput id={`${idPrefix}-${index}-unit`} source={lineSource(index, 'unit')} label="resources.quotes.line.unit" helperText={false} />
      </Box>
      <Box sx={{ gridArea: 'price' }}>
        <CentsInput source={lineSource(index, 'unit_price_cents')} label="resources.quotes.line.unit_price" />
      </Box>
      <OptionalInput index={index} id={`${idPrefix}-${index}-optional`} />
      <Box sx={{ gridArea: 'amount', textAlign: 'right', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {translate(optional ? 'resources.quotes.editor.not_counted' : 'resources.quotes.line.amount')}
        </Typography>
        <Typography color={optional ? 'text.secondary' : undefined} sx={{ whiteSpace: 'nowrap' }}>
          {amount ?? '—'}
        </Typography>
      </Box>
      <Box sx={{ gridArea: 'actions', display: 'flex', justifyContent: 'flex-end' }}>
        <IconButton id={`${idPrefix}-${index}-up`} disabled={!canMoveUp} onClick={() => onStep(index, -1)} aria-label={translate('resources.quotes.editor.move_up', { number })}>
          <ArrowUpwardIcon />
        </IconButton>
        <IconButton id={`${idPrefix}-${index}-down`} disabled={!canMoveDown} onClick={() => onStep(index, 1)} aria-label={translate('resources.quotes.editor.move_down', { number })}>
          <ArrowDownwardIcon />
        </IconButton>
        <IconButton id={`${idPrefix}-${index}-remove`} onClick={() => onRemove(index)} aria-label={translate('resources.quotes.editor.remove', { number })}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
    </Box>
  );
});

/** A room's name, renamed for all its lines once typed (on leaving the field or Enter): a name taken joins that room. */
function RoomHeading({ sortableId, inputId, room, error, onRename }: { sortableId: string; inputId: string; room: string; error?: string; onRename: (from: string, to: string) => void }) {
  const translate = useTranslate();
  const { setNodeRef, transform, transition } = useSortable({ id: sortableId, disabled: fixedItem });
  const [name, setName] = useState(room);
  useEffect(() => setName(room), [room]);
  return (
    <Box ref={setNodeRef} style={moveStyle({ transform, transition })} sx={{ borderTop: 2, borderColor: 'divider', pt: 0.5 }}>
      <TextField
        id={inputId}
        label={translate('resources.quotes.editor.room')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        onBlur={() => onRename(room, name)}
        onKeyDown={(event) => {
          // Enter renames the room rather than saving the quote.
          if (event.key === 'Enter') {
            event.preventDefault();
            onRename(room, name);
          }
        }}
        error={Boolean(error)}
        helperText={error ? translate(error) : undefined}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
        sx={{ maxWidth: { sm: '24rem' }, '& input': { fontWeight: 600 } }}
      />
    </Box>
  );
}

/**
 * Below a room's lines: add a line, remove the room with its lines (after saying how many go), and its subtotal.
 * Nothing is stored until the quote is saved; leaving the page without saving keeps the room.
 */
function RoomFooter({
  sortableId,
  buttonId,
  room,
  lineCount,
  subtotal,
  full,
  onAddLine,
  onRemoveRoom,
}: {
  sortableId: string;
  buttonId: string;
  room: string;
  lineCount: number;
  subtotal: string;
  full: boolean;
  onAddLine: (room: string) => void;
  onRemoveRoom: (room: string) => void;
}) {
  const translate = useTranslate();
  const { setNodeRef, transform, transition } = useSortable({ id: sortableId, disabled: fixedItem });
  const [confirming, setConfirming] = useState(false);
  return (
    <Box ref={setNodeRef} style={moveStyle({ transform, transition })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, pt: 0.5, pb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button id={buttonId} size="small" startIcon={<AddIcon />} disabled={full} onClick={() => onAddLine(room)} aria-label={translate('resources.quotes.editor.add_line_to', { room })}>
          {translate('resources.quotes.editor.add_line')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => setConfirming(true)} aria-label={translate('resources.quotes.editor.remove_room_named', { room })}>
          {translate('resources.quotes.editor.remove_room')}
        </Button>
      </Box>
      <Typography sx={{ ml: 'auto', textAlign: 'right' }}>
        {translate('resources.quotes.line.room_subtotal', { room })}{' '}
        <Box component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {subtotal}
        </Box>
      </Typography>
      <Confirm
        isOpen={confirming}
        title="resources.quotes.editor.remove_room_title"
        content="resources.quotes.editor.remove_room_confirm"
        translateOptions={{ room, smart_count: lineCount }}
        onConfirm={() => {
          setConfirming(false);
          onRemoveRoom(room);
        }}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}

/** An element to focus once the lines have moved, the first of those there and enabled; a room's name is selected to be typed over. */
interface FocusTarget {
  id: string;
  select?: boolean;
}

/**
 * A quote's lines, grouped by room or area (docs/quotes.md#screens): rooms in the order of their first line, each
 * renamed in its heading, lines added to a room, moved up and down (into the next room at a room's edge) or dragged
 * anywhere, removed, a room with all its lines too; each line's amount and each room's subtotal live, by `quoteTotals`. The form keeps the lines as
 * the API takes them, one list grouped by room, so the server's field errors (`lines.3.quantity`) land on their input.
 */
export function QuoteLinesEditor() {
  const translate = useTranslate();
  const cents = useCentsFormat();
  const idPrefix = useId();
  const { getValues, setValue } = useFormContext();
  const { fields, append, insert, remove, replace } = useFieldArray({ name: 'lines' });
  const { errors, isSubmitted } = useFormState({ name: 'lines' });
  // The lines' amounts and the rooms' subtotals owe nothing to the percents: typing one leaves the lines be.
  const typed = (useWatch({ name: 'lines' }) ?? []) as QuoteLineDraft[];
  const totals = liveQuoteTotals({ lines: typed });
  // The field array's length and the watched values change in the same render; a line being added may be in one first.
  const lines = typed.slice(0, fields.length);
  const rooms = quoteRooms(lines);
  const items = quoteEditorItems(rooms);
  const full = lines.length >= quoteLinesMax;

  // A room keeps its key when renamed, so its heading stays the element being typed in.
  const roomKeys = useRef(new Map<string, string>());
  const roomsKeyed = useRef(0);
  const roomKey = (room: string) => {
    if (!roomKeys.current.has(room)) roomKeys.current.set(room, `room${(roomsKeyed.current += 1)}`);
    return roomKeys.current.get(room)!;
  };
  const itemId = (item: QuoteEditorItem) => (item.kind === 'line' ? lineItemId(item.index) : `${item.kind}-${roomKey(item.room)}`);
  const roomNameId = (room: string) => `${idPrefix}-${roomKey(room)}-name`;
  const addLineId = (room: string) => `${idPrefix}-${roomKey(room)}-add`;
  const addRoomId = `${idPrefix}-add-room`;
  // The same list while only what is typed changes: a new one would re-render every line, all its inputs too.
  const itemIdsKey = items.map(itemId).join(' ');
  const itemIds = useMemo(() => itemIdsKey.split(' '), [itemIdsKey]);

  const focusTargets = useRef<FocusTarget[]>([]);
  useEffect(() => {
    // Kept until rendered: a line added shows once the watched values follow the field array, a render later.
    const target = focusTargets.current
      .map(({ id, select }) => ({ element: document.getElementById(id) as HTMLInputElement | null, select }))
      .find(({ element }) => element && !element.disabled);
    if (!target?.element) return;
    focusTargets.current = [];
    target.element.focus();
    if (target.select) target.element.select();
  });

  // Lines stored apart from the rest of their room (through the API) are shown, and saved, together: once the
  // form holds them, which on an edit page is again after react-admin resets it with the record.
  const grouped = isGroupedByRoom(lines);
  useEffect(() => {
    if (!grouped) replace(groupedByRoom((getValues('lines') ?? []) as QuoteLineDraft[]));
  }, [grouped, fields, getValues, replace]);

  // The handlers read the form when called, so that the rows' props stay the same while other lines are typed.
  const changed = useRef({ shouldDirty: true, shouldValidate: isSubmitted });
  changed.current.shouldValidate = isSubmitted;
  const current = () => (getValues('lines') ?? []) as QuoteLineDraft[];
  // A line moved from one place to another, into `room`: only the places from one to the other are set, each on its
  // own, so that the inputs of the other lines are left alone (the field array's own moves re-render them all).
  const relocate = (from: number, to: number, room: string) => {
    const order = [...current()];
    const [line] = order.splice(from, 1);
    order.splice(to, 0, { ...line, room });
    for (let at = Math.min(from, to); at <= Math.max(from, to); at += 1) setValue(`lines.${at}`, order[at], changed.current);
  };
  const step = (index: number, direction: -1 | 1) => {
    const lines = current();
    const step = quoteLineStep(lines, index, direction);
    if (!step) return;
    if ('swapWith' in step) relocate(index, step.swapWith, lines[index].room);
    else relocate(index, index, step.room);
    // The same button of the moved line keeps the focus, or the other one at either end of the quote.
    const at = 'swapWith' in step ? step.swapWith : index;
    const [same, other] = direction < 0 ? ['up', 'down'] : ['down', 'up'];
    focusTargets.current = [{ id: `${idPrefix}-${at}-${same}` }, { id: `${idPrefix}-${at}-${other}` }];
  };
  const removeLine = (index: number) => {
    const lines = current();
    const { room } = lines[index];
    remove(index);
    const roomStays = lines.some((line, other) => other !== index && line.room === room);
    focusTargets.current = [{ id: roomStays ? addLineId(room) : addRoomId }];
  };
  const handlers = useRef({ step, removeLine });
  handlers.current = { step, removeLine };
  const [onStep] = useState(() => (index: number, direction: -1 | 1) => handlers.current.step(index, direction));
  const [onRemove] = useState(() => (index: number) => handlers.current.removeLine(index));

  const addLine = (room: string) => {
    const index = Math.max(...current().flatMap((line, at) => (line.room === room ? [at] : []))) + 1;
    insert(index, blankQuoteLine(room), { shouldFocus: false });
    focusTargets.current = [{ id: `${idPrefix}-${index}-description` }];
  };

  const addRoom = () => {
    const room = newRoomName(rooms, (number) => translate('resources.quotes.editor.room_number', { number }));
    append(blankQuoteLine(room), { shouldFocus: false });
    focusTargets.current = [{ id: roomNameId(room), select: true }];
  };

  const removeRoom = (room: string) => {
    remove(current().flatMap((line, index) => (line.room === room ? [index] : [])));
    focusTargets.current = [{ id: addRoomId }];
  };

  const renameRoom = (from: string, typedName: string) => {
    const to = typedName.trim();
    if (to === from) return;
    const key = roomKeys.current.get(from);
    if (key && !roomKeys.current.has(to)) roomKeys.current.set(to, key);
    roomKeys.current.delete(from);
    const renamed = current().map((line) => (line.room === from ? { ...line, room: to } : line));
    if (isGroupedByRoom(renamed)) renamed.forEach((line, index) => line.room === to && setValue(lineSource(index, 'room'), to, changed.current));
    else replace(groupedByRoom(renamed));
  };

  const sensors = useSensors(useSensor(PointerSensor, pointerDrag));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = itemIds.indexOf(String(active.id));
    const moved = items[from];
    const landing = droppedQuoteLine(items, from, itemIds.indexOf(String(over.id)));
    if (!landing || moved?.kind !== 'line') return;
    relocate(moved.index, landing.index, landing.room);
  };

  const lineErrors = errors.lines as (FieldError & { root?: FieldError } & Record<number, { room?: FieldError }>) | undefined;
  const listError = lineErrors?.message ?? lineErrors?.root?.message;
  const roomError = (indexes: number[]) => indexes.map((index) => lineErrors?.[index]?.room?.message).find(Boolean);

  return (
    <Box sx={{ containerType: 'inline-size' }}>
      {rooms.length === 0 && <Typography color="text.secondary">{translate('resources.quotes.no_lines')}</Typography>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          screenReaderInstructions: { draggable: translate('resources.quotes.editor.drag') },
          announcements: {
            onDragStart: () => undefined,
            onDragOver: () => undefined,
            onDragEnd: () => translate('resources.quotes.editor.dropped'),
            onDragCancel: () => undefined,
          },
        }}
      >
        <SortableContext items={itemIds} strategy={verticalListSortingStrategy}>
          {rooms.map(({ room, indexes }, roomIndex) => (
            <Box component="section" key={roomKey(room)} aria-label={translate('resources.quotes.editor.room_group', { room })}>
              <RoomHeading sortableId={itemId({ kind: 'heading', room })} inputId={roomNameId(room)} room={room} error={roomError(indexes)} onRename={renameRoom} />
              {indexes.map((index) => (
                <LineRow
                  key={lineItemId(index)}
                  index={index}
                  sortableId={lineItemId(index)}
                  idPrefix={idPrefix}
                  canMoveUp={index > 0}
                  canMoveDown={index < lines.length - 1}
                  amount={totals.priced[index] ? cents(totals.line_amounts_cents[index]) : null}
                  optional={Boolean(lines[index].optional)}
                  onStep={onStep}
                  onRemove={onRemove}
                />
              ))}
              <RoomFooter
                sortableId={itemId({ kind: 'footer', room })}
                buttonId={addLineId(room)}
                room={room}
                lineCount={indexes.length}
                subtotal={cents(totals.rooms[roomIndex]?.subtotal_cents ?? 0)}
                full={full}
                onAddLine={addLine}
                onRemoveRoom={removeRoom}
              />
            </Box>
          ))}
        </SortableContext>
      </DndContext>
      <Button id={addRoomId} variant="outlined" startIcon={<AddIcon />} disabled={full} onClick={addRoom} sx={{ mt: 1 }}>
        {translate('resources.quotes.editor.add_room')}
      </Button>
      {(listError || full) && <FormHelperText error={Boolean(listError)}>{translate(listError ?? 'validation.quote.too_many_lines')}</FormHelperText>}
    </Box>
  );
}
