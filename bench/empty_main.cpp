// empty_main: a program that does nothing, linked statically like duckjudge: the start-up floor
// against which bench_judge --startup times duckjudge on a contest-size test.
int main() { return 0; }
