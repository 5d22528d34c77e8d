#define _GNU_SOURCE
#include <fcntl.h>
#include <unistd.h>

#include "run_batch_pipe.h"

int run_batch_pipe(int ends[2])
{
    return pipe2(ends, O_CLOEXEC);
}
