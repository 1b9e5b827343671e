/*
 * The physical limits themec is measured against (Benchmarks/run.sh).
 *
 *   parse FILE            runs libyaml's event parser over FILE and nothing else: the
 *                         least any YAML input stage can cost.
 *   parse FILE BYTES OUT  the same parse, then writes BYTES bytes to OUT through a
 *                         64 KiB buffer: the least a compile that writes a table of that
 *                         size can cost.
 *
 * Events are counted and the count printed, so the compiler cannot drop the loop.
 * Build: gcc -O2 -o parse parse.c $(pkg-config --cflags --libs yaml-0.1)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <yaml.h>

static long parse(const char *path) {
    FILE *file = fopen(path, "rb");
    if (!file) { perror(path); exit(66); }
    yaml_parser_t parser;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_file(&parser, file);
    long events = 0;
    for (;;) {
        yaml_event_t event;
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", path, parser.problem ? parser.problem : "parse error");
            exit(1);
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return events;
}

static void write_bytes(const char *path, long long count) {
    FILE *out = fopen(path, "wb");
    if (!out) { perror(path); exit(73); }
    static char buffer[1 << 16];
    memset(buffer, ' ', sizeof buffer);
    while (count > 0) {
        size_t n = count < (long long)sizeof buffer ? (size_t)count : sizeof buffer;
        if (fwrite(buffer, 1, n, out) != n) { perror(path); exit(73); }
        count -= (long long)n;
    }
    if (fclose(out) != 0) { perror(path); exit(73); }
}

int main(int argc, char **argv) {
    if (argc != 2 && argc != 4) {
        fprintf(stderr, "usage: parse FILE [BYTES OUT]\n");
        return 64;
    }
    long events = parse(argv[1]);
    if (argc == 4) write_bytes(argv[3], atoll(argv[2]));
    printf("%ld events\n", events);
    return 0;
}
