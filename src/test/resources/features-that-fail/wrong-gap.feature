Feature: A scenario that states a gap the script does not have, so its report page can be read

  Scenario: The model is said to leave a gap it never leaves
    Given the model streams "one two three" one word per chunk
    And it waits 50 ms before the first chunk and 100 ms between the others
    When one streaming chat request is benchmarked
    Then the model sent the chunks 100 and 60 ms apart, within 5 ms
