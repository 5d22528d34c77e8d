/******************************************************************************
 * Copyright (c) Artur Eganyan
 *
 * This software is provided "AS IS", WITHOUT ANY WARRANTY, express or implied.
 ******************************************************************************/

#include "game.h"

int main( int argc, char* argv[] )
{
    initGame();
    runGame();
    return 0;
}
