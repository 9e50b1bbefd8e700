export { Board, boardStrings } from './Board';
export type { BoardAction, BoardColumn, BoardItem, BoardLane, BoardProps, BoardStrings } from './Board';
