import { createFileRoute } from '@tanstack/react-router';
import { MyTodoPage } from '../../modules/todo/MyTodoPage';

export const Route = createFileRoute('/user/todo')({
  component: MyTodoPage,
});
