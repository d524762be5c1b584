% The database the ISO standard's examples assume (its sections 7.5, 8.8 and 8.9), loaded
% afresh for every goal of goals.txt.

:- dynamic(cat/0).
cat.
dog :- true.
elk(X) :- moose(X).

:- dynamic(legs/2).
legs(A, 6) :- insect(A).
legs(A, 4) :- animal(A).
legs(octopus, 8).
legs(A, 7) :- A, call(A).

:- dynamic(insect/1).
insect(ant).
insect(bee).

:- dynamic(foo/1).
foo(X) :- call(X), call(X).
foo(X) :- call(X) -> call(X).

:- dynamic(bar/1).

:- dynamic(animal/1).
animal(dog).

:- dynamic(count/1).
count(0).

a(1, f(_)).
a(2, f(_)).

b(1, 1).
b(1, 1).
b(1, 2).
b(2, 1).
b(2, 2).
b(2, 2).

d(1, 1).
d(1, 2).
d(1, 1).
d(2, 2).
d(2, 1).
d(2, 2).

age(peter, 7).
age(ann, 11).
age(pat, 8).
age(tom, 5).
age(mike, 11).

f(X, 1) :- X > 0.
f(_, 2).
