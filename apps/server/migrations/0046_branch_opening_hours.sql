-- A branch's opening hours ('HH:MM'): the booking calendar shows them and appointments are booked within them.
ALTER TABLE branches ADD COLUMN gio_mo text;
ALTER TABLE branches ADD COLUMN gio_dong text;
